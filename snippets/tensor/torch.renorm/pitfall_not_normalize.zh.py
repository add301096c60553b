import torch
import torch.nn.functional as F

emb = torch.tensor([[0.3, 0.4],
                    [3.0, 4.0]])
print(emb.renorm(2, 0, 1.0).norm(dim=1))        # 只有过长的行被缩短，短的行仍然短
print(F.normalize(emb, dim=1).norm(dim=1))      # 每一行都变成单位长度
