import torch
from torch.nn.utils.rnn import PackedSequence

torch.utils.rename_privateuse1_backend("npu")
print(hasattr(torch.Tensor, "npu"))

torch.utils.generate_methods_for_privateuse1_backend()
print(hasattr(torch.Tensor, "npu"), hasattr(torch.Tensor, "is_npu"))
print(hasattr(torch.nn.Module, "npu"), hasattr(PackedSequence, "npu"))
print(hasattr(torch.UntypedStorage, "npu"))  # 存储的方法需要显式开启

print(torch.ones(2).is_npu)  # 一个 CPU 张量
