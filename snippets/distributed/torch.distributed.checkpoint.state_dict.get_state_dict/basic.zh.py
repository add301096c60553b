import torch
import torch.nn as nn
from torch.distributed.checkpoint.state_dict import (
    StateDictOptions,
    get_state_dict,
    set_model_state_dict,
    set_optimizer_state_dict,
)

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
model(torch.randn(8, 4)).sum().backward()
opt.step()

model_sd, optim_sd = get_state_dict(model, opt)
print("model keys:", list(model_sd))
print("optimizer state keys:", list(optim_sd["state"]))
print("param_groups params:", optim_sd["param_groups"][0]["params"])
print("plain optimizer.state_dict() keys:", list(opt.state_dict()["state"]))

# 恢复到新的模型和优化器中（例如在 dcp.load 填好 model_sd / optim_sd 之后）。
new_model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
new_opt = torch.optim.Adam(new_model.parameters(), lr=1e-3)
print(set_model_state_dict(new_model, model_sd))
set_optimizer_state_dict(new_model, new_opt, optim_sd)
print("exp_avg restored:", torch.equal(new_opt.state[new_model[0].weight]["exp_avg"], opt.state[model[0].weight]["exp_avg"]))

full = get_state_dict(model, opt, options=StateDictOptions(full_state_dict=True, cpu_offload=True))[0]
print("full, offloaded:", {k: v.device.type for k, v in full.items()})
