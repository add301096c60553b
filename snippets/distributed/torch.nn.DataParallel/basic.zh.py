import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
net = nn.Linear(3, 2).to(device)
dp = nn.DataParallel(net)  # 使用所有可见的 GPU；没有 GPU 时就直接调用 net

print("wraps the same module:", dp.module is net)
print("GPUs used:", len(dp.device_ids))
out = dp(torch.ones(4, 3, device=device))  # 批次（第 0 维）被切分到各块 GPU 上
print("output:", tuple(out.shape), out.device.type)

# 包装器把模型注册为名为 "module" 的子模块：
print(list(dp.state_dict().keys()))
print(list(dp.module.state_dict().keys()))
