import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 用 3 步从 0.1 * 0.25 预热到完整的 0.1
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.25, end_factor=1.0, total_iters=3)

for step in range(5):
    lr = sched.get_last_lr()[0]
    # …… 前向、反向 ……
    opt.step()
    sched.step()
    print(step, f"{lr:.4g}")  # 到达 total_iters 之后保持不变
