import torch

table = torch.arange(20.0).reshape(5, 4)        # 5 个长度为 4 的嵌入向量
ids = torch.tensor([[0, 1], [4, 2]])            # 形状为 (batch, seq) 的 id

table.index_select(0, ids)                      # index 必须是一维的
