import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.tensor([1.0, -2.0], device=device))
opt = torch.optim.SGD([w], lr=0.1)

loss = (w ** 2).sum()
loss.backward()
print("grad:", w.grad)
opt.step()  # w <- w - lr * grad
print("after step:", w.data)
