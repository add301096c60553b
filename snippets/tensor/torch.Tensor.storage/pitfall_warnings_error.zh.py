import warnings

import torch

warnings.simplefilter("error")       # 相当于 pytest 中设置 filterwarnings = error

x = torch.arange(6, dtype=torch.float32)
print(x.untyped_storage().nbytes())  # 没问题
x.storage()                          # 弃用警告变成了异常
