import numpy as np
import torch

ages = torch.tensor([17, 18, 30, 65, 70])
edges = torch.tensor([18, 65])         # buckets: under 18, 18 to 64, 65 and over

print(np.digitize(ages.numpy(), edges.numpy()))    # [0 1 1 2 2]
print(torch.bucketize(ages, edges))                # 18 and 65 land one bucket lower
print(torch.bucketize(ages, edges, right=True))    # matches np.digitize's default
