import torch
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

net = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2)).to(device)
wrapped = torch.nn.DataParallel(net)
torch.save(wrapped.state_dict(), "ckpt.pt")

# 修复已有的检查点：原地去掉前缀（没有前缀时什么也不做）。
state = torch.load("ckpt.pt", map_location=device)
consume_prefix_in_state_dict_if_present(state, "module.")
print(list(state))
plain = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2)).to(device)
print(plain.load_state_dict(state))

# 更好的做法：一开始就保存内部的模型。
print(list(wrapped.module.state_dict()))

# torch.compile 也会以同样的方式加上自己的前缀 "_orig_mod."。
compiled = torch.compile(net, backend="eager")
state = compiled.state_dict()
print(list(state)[0])
consume_prefix_in_state_dict_if_present(state, "_orig_mod.")
print(plain.load_state_dict(state))
