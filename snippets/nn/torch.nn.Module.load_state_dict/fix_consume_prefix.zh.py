import torch
from torch import nn
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

wrapped = nn.DataParallel(nn.Sequential(nn.Linear(3, 2)))
sd = wrapped.state_dict()  # 或者在保存前改用 wrapped.module.state_dict()
consume_prefix_in_state_dict_if_present(sd, "module.")  # 原地修改 sd，只去掉开头的前缀
print(list(sd.keys()))

plain = nn.Sequential(nn.Linear(3, 2)).to(device)
print(plain.load_state_dict(sd))
