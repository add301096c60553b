import torch

p = torch.tensor([[0.7, 0.2, 0.1],
                  [0.1, 0.1, 0.8]])
q = torch.tensor([[0.5, 0.3, 0.2],
                  [0.3, 0.3, 0.4]])
criterion = torch.nn.KLDivLoss(reduction="batchmean")

print(criterion(q, p))                    # input 传的是概率：“散度”为负数
print(criterion(q.log(), p.log()))        # target 是对数概率却没设 log_target：nan
print(criterion(p.log(), q))              # 参数顺序反了：算的是 KL(Q || P)，数值不同
print(criterion(q.log(), p))              # 正确：input 为 log Q，target 为 P
