import torch

torch.utils.rename_privateuse1_backend("npu")  # 比如由一个插件完成
torch.utils.rename_privateuse1_backend("foo")  # 同一进程里的第二个插件
