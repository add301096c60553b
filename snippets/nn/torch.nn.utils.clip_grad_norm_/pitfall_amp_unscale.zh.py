import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# GradScaler 会放大损失（这里乘以 65536），因此梯度也被放大了
torch.manual_seed(0)
model = torch.nn.Linear(2, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)
x = torch.ones(1, 2, device=device)

scaler.scale(model(x).sum()).backward()
print(torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0))  # 错误：裁剪的是放大后的梯度

optimizer.zero_grad()
scaler.scale(model(x).sum()).backward()
scaler.unscale_(optimizer)  # 正确顺序：unscale_、裁剪、step、update
print(torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0))
scaler.step(optimizer)
scaler.update()
