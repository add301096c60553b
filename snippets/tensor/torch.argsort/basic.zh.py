import torch

scores = torch.tensor([0.3, 0.9, 0.1, 0.5])

order = torch.argsort(scores)                   # 默认升序
print(order, scores[order])
print(scores.argsort(descending=True))          # 最好的排在前面

ranks = order.argsort()                         # 对 argsort 结果再做 argsort：得到每个元素的名次
print(ranks)

batch = torch.tensor([[3, 1, 2],
                      [0, 5, 4]])
print(batch.argsort(dim=1))                     # 按行（默认是最后一维）
