import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])
target = torch.tensor([0, 2])
criterion = torch.nn.NLLLoss()

# NLLLoss 只是取出 -input[i, target[i]]，自己不会取对数
print(criterion(F.softmax(logits, dim=1), target))      # 传概率：“损失”是负数
print(criterion(logits, target))                        # 传原始 logits：同样是负数
print(criterion(F.log_softmax(logits, dim=1), target))  # 传对数概率：正确
