import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
h = x * 3
# 中间张量上的钩子能看到它的梯度（h.grad 仍为 None）
h.register_hook(lambda g: print("grad of h:", g))

# 钩子可以返回一个新梯度来替换原来的梯度
handle = x.register_hook(lambda g: g * 10)
(h * h).sum().backward()
print(x.grad)

handle.remove()  # 钩子会一直保留，直到被移除
x.grad = None
(x * 3).sum().backward()
print(x.grad)
