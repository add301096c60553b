
from torch import nn

heads = nn.ModuleDict({"val": nn.Linear(2, 2)})  # 没问题
heads["train"] = nn.Linear(2, 2)  # 与 Module.train() 冲突
