import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5))  # 忘了调用 .eval()
ep = torch.export.export(model, (torch.randn(2, 4),))

# dropout 节点按 train=True 记录进了图
print([node.args[1:] for node in ep.graph.nodes if node.name == "dropout"])
gm = ep.module()
x = torch.ones(2, 4)
print(torch.equal(gm(x), gm(x)))  # 调用两次，结果不同
