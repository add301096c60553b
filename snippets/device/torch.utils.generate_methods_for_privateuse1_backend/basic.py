import torch
from torch.nn.utils.rnn import PackedSequence

torch.utils.rename_privateuse1_backend("npu")
print(hasattr(torch.Tensor, "npu"))

torch.utils.generate_methods_for_privateuse1_backend()
print(hasattr(torch.Tensor, "npu"), hasattr(torch.Tensor, "is_npu"))
print(hasattr(torch.nn.Module, "npu"), hasattr(PackedSequence, "npu"))
print(hasattr(torch.UntypedStorage, "npu"))  # storage methods are opt-in

print(torch.ones(2).is_npu)  # a CPU tensor
