import torch

boxes = torch.empty(0, 4)                # 这张图像中没有检测结果

print(boxes.amin(dim=1))                 # 归约非空的维度：结果为空，没问题
boxes.amin(dim=0)                        # 归约空维度：不存在最小值
