import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0], device=device, requires_grad=True)
calls = []
for step in range(3):
    w.register_hook(lambda g: calls.append(step))  # 每一步都注册一个新钩子
    (w * 2).sum().backward()
print(len(calls))  # 1 + 2 + 3 = 6，而不是 3
