import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-2.0, -0.5, 0.5, 3.0], device=device)
print(torch.clamp(x, min=-1.0, max=1.0))
print(torch.clamp(x, min=0.0))          # 只限下界：类似 relu
print(x.clamp(max=0.0))

# 用张量给出逐元素的边界（与 input 广播）
lo = torch.tensor([0.0, 0.0, 1.0, 1.0], device=device)
hi = torch.tensor([1.0, 1.0, 2.0, 2.0], device=device)
print(torch.clamp(x, min=lo, max=hi))

# 被截断的位置梯度为 0
p = torch.tensor([-2.0, 0.5, 3.0], device=device, requires_grad=True)
torch.clamp(p, 0.0, 1.0).sum().backward()
print(p.grad)
