import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

loss = model(torch.ones(1, 2, device=device)).sum()
loss.backward()     # 忘了 scaler.scale(loss)
scaler.step(opt)
