import torch

# 梯度在 1e-6 量级，相差两倍。
grad = torch.tensor([1e-6, 3e-6])
reference = torch.tensor([2e-6, 6e-6])

print(torch.allclose(grad, reference, atol=1e-5))  # 这么大的 atol 掩盖了误差
print(torch.allclose(grad, reference))  # 默认的 atol=1e-8 不会
