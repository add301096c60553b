import torch
import torch.nn as nn
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

dp = nn.DataParallel(nn.Linear(3, 2).to(device))

# 最好的做法：保存内部模型，让检查点不依赖包装器。
good = dp.module.state_dict()
print(list(good.keys()))

# 已经有带 "module." 前缀的检查点了？就地去掉这个前缀。
old = dp.state_dict()
consume_prefix_in_state_dict_if_present(old, "module.")
print(list(old.keys()))
print(nn.Linear(3, 2).to(device).load_state_dict(old))
