import torch

p = torch.tensor([[0.7, 0.2, 0.1],
                  [0.1, 0.1, 0.8]])  # 目标分布 P，每行一个样本
q = torch.tensor([[0.5, 0.3, 0.2],
                  [0.3, 0.3, 0.4]])  # 模型分布 Q

# 按定义逐样本计算 KL(P || Q)，再对批次求平均
manual = (p * (p.log() - q.log())).sum(dim=1)
print(manual, manual.mean())

criterion = torch.nn.KLDivLoss(reduction="batchmean")
print(criterion(q.log(), p))  # input 是 log Q，target 是 P

# 两边都用对数概率，结果相同
criterion_log = torch.nn.KLDivLoss(reduction="batchmean", log_target=True)
print(criterion_log(q.log(), p.log()))
