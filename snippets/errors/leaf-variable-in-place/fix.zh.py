import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)
loss = (w * 2).sum()
loss.backward()

with torch.no_grad():  # 参数更新不能被记录
    w.sub_(0.1 * w.grad)
    w.grad.zero_()
print(w.detach(), w.requires_grad, w.is_leaf)

# 重新初始化参数的一部分：同样要放在 no_grad() 里。
with torch.no_grad():
    w[0] = 0.0
print(w.detach())
