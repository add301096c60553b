import torch

outputs = []
for batch in []:  # 例如空的 DataLoader，或过滤后什么也没剩下
    outputs.append(batch)

print(len(outputs))
torch.cat(outputs)
