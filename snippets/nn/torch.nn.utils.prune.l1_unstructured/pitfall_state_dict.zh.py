import torch.nn.utils.prune as prune
from torch import nn

model = nn.Sequential(nn.Linear(4, 3))
prune.l1_unstructured(model[0], name="weight", amount=0.5)
state = model.state_dict()  # 剪枝后直接保存
print(list(state.keys()))

fresh = nn.Sequential(nn.Linear(4, 3))  # 部署用的模型，没有剪枝
fresh.load_state_dict(state)
