import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

for micro_batch in range(2):  # 错误的梯度累积写法
    loss = model(torch.ones(1, 2, device=device)).sum()
    scaler.scale(loss).backward()
    scaler.step(opt)          # 每个 micro-batch 都 step……
# ……而 update() 每次“真正的”迭代只调用一次
scaler.update()
