import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

loss = model(torch.ones(1, 2, device=device)).sum()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.unscale_(opt)   # 太晚了：在 step 之后裁剪不起任何作用
torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
