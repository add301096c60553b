import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(1, 1, bias=False).to(device)
torch.nn.init.ones_(model.weight)
opt = torch.optim.SGD(model.parameters(), lr=1.0)
scaler = torch.amp.GradScaler(device.type)

loss = model(torch.ones(1, 1, device=device)).sum()
scaled = scaler.scale(loss)
loss.backward()            # BUG：应为 scaled.backward()
scaler.step(opt)           # 把（未放大的）梯度除以 65536
scaler.update()
print("weight after step:", model.weight.item())  # lr=1 时预期为 0.0
