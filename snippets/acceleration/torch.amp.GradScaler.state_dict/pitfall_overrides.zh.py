import torch

old = torch.amp.GradScaler("cpu", growth_interval=100)
old.scale(torch.ones(()))
state = old.state_dict()

# 构造函数里给了新的超参数……
scaler = torch.amp.GradScaler("cpu", growth_interval=2000, backoff_factor=0.25)
scaler.load_state_dict(state)
# ……被检查点里的值覆盖，没有任何警告
print(scaler.get_growth_interval(), scaler.get_backoff_factor())
