import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.ones(2, device=device))
old = torch.optim.SGD([w], lr=0.1)
ckpt = old.state_dict()

# 微调训练：“恢复训练，但用更小的学习率”
new = torch.optim.SGD([w], lr=0.001)
new.load_state_dict(ckpt)
print(new.param_groups[0]["lr"])  # 以检查点里的超参数为准

for group in new.param_groups:  # 加载之后再设置一次
    group["lr"] = 0.001
print(new.param_groups[0]["lr"])
