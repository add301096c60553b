import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
loss = (w * 3).sum()
print(loss.requires_grad, loss.grad_fn is not None)
loss.backward()
print(w.grad)

# 如果前向传播是在 torch.no_grad() 下运行的，也会出现同样的错误：
with torch.no_grad():
    frozen = (w * 3).sum()
print(frozen.requires_grad)  # False：调用 frozen.backward() 会失败
