import torch

torch.utils.rename_privateuse1_backend("npu")  # e.g. done by one plugin
torch.utils.rename_privateuse1_backend("foo")  # a second plugin in the same process
