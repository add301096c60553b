import warnings

import torch

torch.meshgrid(torch.arange(2), torch.arange(2))   # 早先已在这里警告过

warnings.simplefilter("error")                     # 把警告变成异常，以便找出它的来源
torch.meshgrid(torch.arange(2), torch.arange(2))   # 没有异常：torch 不会再警告第二次
print("no exception")

torch.set_warn_always(True)
torch.meshgrid(torch.arange(2), torch.arange(2))   # 现在会抛出，回溯指向这一行
