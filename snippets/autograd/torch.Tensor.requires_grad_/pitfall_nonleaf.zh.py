import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
w = torch.randn(3, device=device, requires_grad=True) * 0.01  # 乘法的结果：不是叶子张量
print(w.is_leaf)
loss = (w * 2).sum()
loss.backward()
print(w.grad)  # None（并给出 UserWarning）：只有叶子张量才会得到 .grad
