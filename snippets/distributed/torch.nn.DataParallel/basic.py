import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
net = nn.Linear(3, 2).to(device)
dp = nn.DataParallel(net)  # uses all visible GPUs; with none it just calls net

print("wraps the same module:", dp.module is net)
print("GPUs used:", len(dp.device_ids))
out = dp(torch.ones(4, 3, device=device))  # the batch (dim 0) is split across the GPUs
print("output:", tuple(out.shape), out.device.type)

# The wrapper registers the model as a submodule called "module":
print(list(dp.state_dict().keys()))
print(list(dp.module.state_dict().keys()))
