import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)

w.data.mul_(0.5)  # 旧式的绕行办法，会跳过 autograd 的检查
print(w)

w.mul_(0.5)  # 在 torch.no_grad() 之外会被拒绝
