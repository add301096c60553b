
from torch import nn

heads = nn.ModuleDict({"val": nn.Linear(2, 2)})  # fine
heads["train"] = nn.Linear(2, 2)  # clashes with Module.train()
