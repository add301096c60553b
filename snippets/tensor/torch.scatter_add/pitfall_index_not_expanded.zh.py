import torch

features = torch.arange(10.0).reshape(5, 2)    # 5 行，2 个特征
segment = torch.tensor([0, 1, 0, 1, 1])

# 本意：对每段的行求和；但 index 只有一列
wrong = torch.zeros(2, 2).scatter_add(0, segment.unsqueeze(1), features)
print(wrong)                                   # 第二列根本没加上：也不报错

index = segment.unsqueeze(1).expand_as(features)
print(torch.zeros(2, 2).scatter_add(0, index, features))
