import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.tensor([1.0], device=device))
opt = torch.optim.Adam([w], lr=0.1)

opt.zero_grad()
loss = (w * 3).sum()
opt.step()  # 在 loss.backward() 之前调用：w.grad 为 None，因此跳过 w
loss.backward()
print(w.item(), opt.state[w])  # 没有变化，也还没有优化器状态
