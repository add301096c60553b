import numpy as np
import torch

ages = torch.tensor([17, 18, 30, 65, 70])
edges = torch.tensor([18, 65])         # 分桶：18 岁以下、18 到 64 岁、65 岁及以上

print(np.digitize(ages.numpy(), edges.numpy()))    # [0 1 1 2 2]
print(torch.bucketize(ages, edges))                # 18 和 65 被分到了低一档的桶
print(torch.bucketize(ages, edges, right=True))    # 与 np.digitize 的默认行为一致
