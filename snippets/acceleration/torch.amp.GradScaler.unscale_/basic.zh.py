import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1, bias=False).to(device)
torch.nn.init.ones_(model.weight)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type, init_scale=1024.0)

loss = model(torch.ones(1, 3, device=device)).sum()
scaler.scale(loss).backward()
print("scaled grad  :", model.weight.grad)

scaler.unscale_(opt)  # 把该优化器的梯度原地除以缩放因子
print("unscaled grad:", model.weight.grad)

norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
print("norm before clipping:", round(norm.item(), 4))
scaler.step(opt)      # 知道梯度已经 unscale 过了
scaler.update()
