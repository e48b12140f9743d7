print('the harness is not mine to replace')
