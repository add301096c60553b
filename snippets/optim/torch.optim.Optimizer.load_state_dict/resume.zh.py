import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def build():
    torch.manual_seed(0)
    model = torch.nn.Linear(3, 1).to(device)
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
    return model, opt, sched


def train_epoch(model, opt, sched):
    x = torch.ones(4, 3, device=device)
    opt.zero_grad()
    model(x).pow(2).mean().backward()
    opt.step()
    sched.step()


model, opt, sched = build()
for epoch in range(3):
    train_epoch(model, opt, sched)
torch.save(
    {"epoch": 3, "model": model.state_dict(), "optimizer": opt.state_dict(), "scheduler": sched.state_dict()},
    "ckpt.pt",
)

# 之后在新进程中：先重建同样的对象，再加载。
model2, opt2, sched2 = build()
ckpt = torch.load("ckpt.pt", map_location=device)  # 对这些字典用 weights_only=True 没问题
model2.load_state_dict(ckpt["model"])
opt2.load_state_dict(ckpt["optimizer"])
sched2.load_state_dict(ckpt["scheduler"])

print(ckpt["epoch"], opt2.param_groups[0]["lr"], sched2.last_epoch)
print(opt2.state[model2.weight]["step"].item())
print(opt2.state[model2.weight]["exp_avg"].device.type == device.type)
