import torch
import torch.nn as nn
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

dp = nn.DataParallel(nn.Linear(3, 2).to(device))

# Best: save the inner model, so the checkpoint does not depend on the wrapper.
good = dp.module.state_dict()
print(list(good.keys()))

# Already have a "module."-prefixed checkpoint? Strip the prefix in place.
old = dp.state_dict()
consume_prefix_in_state_dict_if_present(old, "module.")
print(list(old.keys()))
print(nn.Linear(3, 2).to(device).load_state_dict(old))
