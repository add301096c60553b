import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)
loss = (w * 2).sum()
loss.backward()

# 在 torch.no_grad() 之外手写 SGD 更新步：autograd 会拒绝。
w.sub_(0.1 * w.grad)
