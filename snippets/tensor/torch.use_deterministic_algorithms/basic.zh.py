import torch

print(torch.are_deterministic_algorithms_enabled())      # 默认关闭

torch.manual_seed(0)                                      # 设置种子是另一回事
torch.use_deterministic_algorithms(True, warn_only=True)  # 在 CUDA 上只警告，不报错
print(torch.are_deterministic_algorithms_enabled())
print(torch.is_deterministic_algorithms_warn_only_enabled())

x = torch.zeros(5)
index = torch.tensor([0, 0, 1])
print(x.index_add_(0, index, torch.ones(3)))              # 有确定性的 CPU kernel

torch.use_deterministic_algorithms(False)
print(torch.are_deterministic_algorithms_enabled())
