import torch

torch.utils.rename_privateuse1_backend("npu")
torch.utils.generate_methods_for_privateuse1_backend()  # 比如在插件的 __init__ 里
torch.utils.generate_methods_for_privateuse1_backend()  # 用户代码里又调用一次
